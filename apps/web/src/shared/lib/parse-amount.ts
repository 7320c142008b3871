/** The amount field's text as the number to validate: '' stays empty, anything unparsable is NaN. */
export function parseAmount(text: string): number | '' {
  const plain = text.replace(/,/g, '');
  if (plain === '') return '';
  return /^\d*\.?\d*$/.test(plain) && plain !== '.' ? Number(plain) : Number.NaN;
}
