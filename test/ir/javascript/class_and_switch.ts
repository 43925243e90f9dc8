import { Client } from 'pg';

export class Repo extends Base implements Store {
  private readonly table = 'orders';
  constructor(private client: Client) { super(); }

  async find(id: number, ...rest: string[]): Promise<unknown> {
    switch (id) {
      case 1:
        return this.client.query('SELECT 1');
      default:
        for (const r of rest) { if (!r) continue; }
    }
    return this.client.query(`SELECT * FROM ${this.table} WHERE id = $1`, [id]);
  }
}
