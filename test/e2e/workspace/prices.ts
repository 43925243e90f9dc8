export function withVat(price: number): number {
  return price * 1.2;
}
