/**
 * A promotion's rich-text description. The server sanitises it on output (docs/api-promotion.md:
 * no script, no event handler, no javascript: URL), so what it sent is rendered as HTML; never pass
 * anything else here.
 */
export function PromotionDescription({ html, clamp = false }: { html: string; clamp?: boolean }) {
  return (
    <div
      data-testid="promotion-description"
      className={`text-sm leading-relaxed break-words text-text/85 [&_a]:text-gold [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_strong]:text-text [&_ul]:list-disc [&_ul]:pl-5 ${
        clamp ? 'line-clamp-3' : ''
      }`}
      // Sanitised by the server on output (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
