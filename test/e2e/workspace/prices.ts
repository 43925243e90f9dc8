const DATABASE_URL = 'postgres://billing:s3cretpass@db.internal.example:5432/billing';

export function connectionString(): string {
  return DATABASE_URL;
}

export function withVat(priceInCents: number): number {
  return Math.round(priceInCents * 1.2);
}
