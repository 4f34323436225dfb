// Numbers as the gift's words write them (docs/product.md: the hub's storage, the wishes' limits, the messages'
// maximums): '1.234,5' in Indonesian, '1,234.5' in English. Written out rather than asked of Intl: a page's first
// use of Intl makes the browser set up its locale data, about 30 ms of the main thread on this host and four to eight
// times that on a phone, inside whatever task asked (decision 099).

const SEPARATORS = { id: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } } as const;

/**
 * `value` with `fractionDigits` digits after the decimal separator (rounded half away from zero, as Intl does by
 * default) and its thousands grouped.
 */
export function formatNumber(value: number, language: 'id' | 'en', fractionDigits = 0): string {
  const { group, decimal } = SEPARATORS[language];
  // Rounds the decimal the number is written as (1.005 → 1.01), not its binary value (1.00499…).
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const rounded = Math.round(Number(`${mantissa}e${Number(exponent) + fractionDigits}`));
  const digits = String(rounded).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return sign + grouped + (fractionDigits > 0 ? decimal + fraction : '');
}
