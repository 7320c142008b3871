import { createConfig, lintFromString } from '@redocly/openapi-core';
import { openApiDocuments } from './documents';

/**
 * `npm run lint:openapi`: the three services' OpenAPI documents against Redocly's recommended rules.
 * Any error fails; warnings are printed (the accepted ones are listed in docs/decisions/0016).
 */
const config = await createConfig({ extends: ['recommended'] });
let errors = 0;
for (const [service, document] of Object.entries(await openApiDocuments())) {
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: `${service}.json`,
    config,
  });
  for (const problem of problems) {
    if (problem.severity === 'error') errors += 1;
    const where = problem.location[0]?.pointer ?? '';
    console.log(`${service}: ${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`);
  }
  console.log(
    `${service}: ${problems.filter((p) => p.severity === 'error').length} errors, ${problems.filter((p) => p.severity === 'warn').length} warnings`,
  );
}
process.exit(errors > 0 ? 1 : 0);
