import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAgain } from './read-again';

describe('readAgain', () => {
  it('reads once more after a first read that was on its way, where an invalidation would join it', async () => {
    const queryClient = new QueryClient();
    let value = 'before';
    const answers: ((value: string) => void)[] = [];
    const queryFn = () => new Promise<string>((resolve) => answers.push(resolve));
    const observer = new QueryObserver(queryClient, { queryKey: ['credit'], queryFn, retry: false });
    const stop = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);

    // The change commits while the first read, answered from before it, is still on its way.
    const readBefore = value;
    value = 'after';
    const done = readAgain(queryClient, ['credit']);
    answers[0]!(readBefore);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    answers[1]!(value);
    await done;
    expect(queryClient.getQueryData(['credit'])).toBe('after');
    stop();
  });

  it('marks a query no one shows stale without reading it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['history'], 'old');
    await readAgain(queryClient, ['history']);
    expect(queryClient.getQueryState(['history'])?.isInvalidated).toBe(true);
  });
});
