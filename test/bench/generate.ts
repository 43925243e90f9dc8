/**
 * Generates realistic source files of a target size per language: a service module's worth of handlers,
 * helpers and data access, with the occasional real problem (an injectable query, a debug print) as in real code.
 */
import type { Language } from '../../shared/src/contract';
import { ANALYSED_LANGUAGES } from '../../shared/src/review/languages/registry';

/** Every analysed language has a generator (a test of the benches holds that); the benches run them all. */
export type BenchLanguage = Language;

type Unit = (i: number) => string;

const UNITS: Partial<Record<Language, { header: string; units: Unit[]; footer?: string }>> = {
  javascript: {
    header: "'use strict';\nconst express = require('express');\nconst db = require('./db');\n\nconst router = express.Router();\n\n",
    units: [
      (i) => `router.get('/orders/${i}/:id', async (req, res, next) => {
  try {
    const order = await db.query('SELECT id, status, total FROM orders WHERE id = ? LIMIT 1', [req.params.id]);
    if (!order) {
      return res.status(404).json({ error: 'not found' });
    }
    return res.json(order);
  } catch (error) {
    return next(error);
  }
});
`,
      (i) => `function orderTotal${i}(items, taxRate) {
  let subtotal = 0;
  for (const item of items) {
    subtotal += item.priceCents * item.quantity;
  }
  const tax = Math.round(subtotal * taxRate);
  return { subtotal, tax, total: subtotal + tax };
}
`,
      (i) => `async function findCustomer${i}(email) {
  const rows = await db.query("SELECT * FROM customers WHERE email = '" + email + "'");
  console.log('lookup', email);
  return rows[0] ?? null;
}
`,
      (i) => `class InventoryCache${i} {
  constructor(ttlMs) {
    this.ttlMs = ttlMs;
    this.entries = new Map();
  }

  get(sku) {
    const entry = this.entries.get(sku);
    if (entry && Date.now() - entry.at < this.ttlMs) {
      return entry.value;
    }
    this.entries.delete(sku);
    return undefined;
  }
}
`,
    ],
    footer: '\nmodule.exports = router;\n',
  },
  typescript: {
    header: "import type { Request, Response } from 'express';\nimport { db } from './db';\n\n",
    units: [
      (i) => `export interface Order${i} {
  id: string;
  status: 'open' | 'paid' | 'shipped';
  totalCents: number;
}

export async function getOrder${i}(req: Request, res: Response): Promise<void> {
  const order = await db.query<Order${i}>('SELECT id, status, total_cents FROM orders WHERE id = $1 LIMIT 1', [req.params.id]);
  if (!order) {
    res.status(404).json({ error: 'not found' });
    return;
  }
  res.json(order);
}
`,
      (i) => `export function applyCoupon${i}(totalCents: number, percent: number): number {
  if (percent < 0 || percent > 100) {
    throw new RangeError('percent must be between 0 and 100');
  }
  return Math.round(totalCents * (100 - percent) / 100);
}
`,
      (i) => `export async function searchProducts${i}(term: string): Promise<unknown[]> {
  const rows = await db.query(\`SELECT * FROM products WHERE name LIKE '%\${term}%'\`);
  console.log('search', term, rows.length);
  return rows;
}
`,
    ],
  },
  python: {
    header: '"""Order service."""\nimport sqlite3\nfrom dataclasses import dataclass\n\n\n',
    units: [
      (i) => `@dataclass
class Order${i}:
    id: str
    status: str
    total_cents: int


def load_order_${i}(conn: sqlite3.Connection, order_id: str) -> Order${i} | None:
    cursor = conn.cursor()
    cursor.execute("SELECT id, status, total_cents FROM orders WHERE id = ? LIMIT 1", (order_id,))
    row = cursor.fetchone()
    if row is None:
        return None
    return Order${i}(*row)


`,
      (i) => `def order_total_${i}(items: list[dict], tax_rate_percent: int) -> int:
    subtotal = 0
    for item in items:
        subtotal += item["price_cents"] * item["quantity"]
    tax = subtotal * tax_rate_percent // 100
    return subtotal + tax


`,
      (i) => `def find_customer_${i}(conn: sqlite3.Connection, email: str):
    cursor = conn.cursor()
    cursor.execute(f"SELECT * FROM customers WHERE email = '{email}'")
    print("lookup", email)
    return cursor.fetchone()


`,
    ],
  },
  go: {
    header: 'package orders\n\nimport (\n\t"database/sql"\n\t"fmt"\n)\n\n',
    units: [
      (i) => `type Order${i} struct {
\tID         string
\tStatus     string
\tTotalCents int64
}

func LoadOrder${i}(db *sql.DB, id string) (*Order${i}, error) {
\tvar o Order${i}
\trow := db.QueryRow("SELECT id, status, total_cents FROM orders WHERE id = ? LIMIT 1", id)
\tif err := row.Scan(&o.ID, &o.Status, &o.TotalCents); err != nil {
\t\treturn nil, fmt.Errorf("load order %s: %w", id, err)
\t}
\treturn &o, nil
}

`,
      (i) => `func FindCustomer${i}(db *sql.DB, email string) (*sql.Rows, error) {
\treturn db.Query(fmt.Sprintf("SELECT * FROM customers WHERE email = '%s'", email))
}

`,
    ],
  },
  csharp: {
    header: 'using System;\nusing System.Collections.Generic;\nusing System.Threading.Tasks;\nusing Dapper;\nusing Microsoft.AspNetCore.Mvc;\nusing Microsoft.Data.SqlClient;\n\nnamespace Shop.Orders;\n\n',
    units: [
      (i) => `[ApiController]
[Route("api/orders${i}")]
public class OrdersController${i} : ControllerBase
{
    private readonly OrderRepository${i} _orders;

    public OrdersController${i}(OrderRepository${i} orders) => _orders = orders;

    [HttpGet("{id:int}")]
    public async Task<IActionResult> Get(int id)
    {
        var order = await _orders.FindAsync(id);
        return order is null ? NotFound() : Ok(order);
    }
}

`,
      (i) => `public sealed class OrderRepository${i}
{
    private readonly SqlConnection _connection;

    public OrderRepository${i}(SqlConnection connection) => _connection = connection;

    public async Task<Order${i}?> FindAsync(int id)
    {
        const string sql = "SELECT Id, Status, TotalCents FROM Orders WHERE Id = @id";
        return await _connection.QuerySingleOrDefaultAsync<Order${i}>(sql, new { id });
    }
}

public record Order${i}(int Id, string Status, long TotalCents);

`,
      (i) => `public class CustomerLookup${i}
{
    private readonly SqlConnection _connection;

    public CustomerLookup${i}(SqlConnection connection) => _connection = connection;

    public List<string> ByEmail(string email)
    {
        Console.WriteLine("lookup " + email);
        var names = new List<string>();
        using var command = new SqlCommand("SELECT Name FROM Customers WHERE Email = '" + email + "'", _connection);
        using var reader = command.ExecuteReader();
        while (reader.Read()) names.Add(reader.GetString(0));
        return names;
    }
}

`,
      (i) => `public static class Pricing${i}
{
    public static long Total(IEnumerable<(long PriceCents, int Quantity)> lines, int taxPercent)
    {
        long subtotal = 0;
        foreach (var (priceCents, quantity) in lines)
        {
            subtotal += priceCents * quantity;
        }
        return subtotal + subtotal * taxPercent / 100;
    }
}

`,
    ],
  },
  java: {
    // The same shapes as the C#, PHP and Ruby generators (a controller, a repository, a lookup that concatenates SQL,
    // a pricing helper), so the 50k rows compare the engine across languages rather than the files' content.
    header: 'package shop;\n\nimport java.sql.*;\nimport java.util.*;\nimport org.springframework.http.ResponseEntity;\nimport org.springframework.web.bind.annotation.*;\n\n',
    units: [
      (i) => `@RestController
@RequestMapping("/api/orders${i}")
class OrdersController${i} {
    private final OrderRepository${i} orders;

    OrdersController${i}(OrderRepository${i} orders) {
        this.orders = orders;
    }

    @GetMapping("/{id}")
    public ResponseEntity<Order${i}> get(@PathVariable int id) throws SQLException {
        Optional<Order${i}> order = orders.find(id);
        return order.map(ResponseEntity::ok).orElseGet(() -> ResponseEntity.notFound().build());
    }
}

`,
      (i) => `class OrderRepository${i} {
    private final Connection connection;

    OrderRepository${i}(Connection connection) {
        this.connection = connection;
    }

    Optional<Order${i}> find(int id) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT id, status, total_cents FROM orders WHERE id = ?")) {
            ps.setInt(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Order${i}(rs.getInt(1), rs.getString(2), rs.getLong(3))) : Optional.empty();
            }
        }
    }
}

record Order${i}(int id, String status, long totalCents) {}

`,
      (i) => `class CustomerLookup${i} {
    private final Connection connection;

    CustomerLookup${i}(Connection connection) {
        this.connection = connection;
    }

    List<String> byEmail(String email) throws SQLException {
        System.out.println("lookup " + email);
        List<String> names = new ArrayList<>();
        Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery("SELECT name FROM customers WHERE email = '" + email + "'");
        while (rows.next()) names.add(rows.getString(1));
        return names;
    }
}

`,
      (i) => `final class Pricing${i} {
    private Pricing${i}() {}

    static long total(List<long[]> lines, int taxPercent) {
        long subtotal = 0;
        for (long[] line : lines) {
            subtotal += line[0] * line[1];
        }
        return subtotal + subtotal * taxPercent / 100;
    }
}

`,
    ],
  },
  php: {
    header: "<?php\n\nnamespace App\\Http\\Controllers;\n\nuse Illuminate\\Http\\Request;\nuse PDO;\n\n",
    units: [
      (i) => `final class OrderController${i} extends Controller
{
    public function __construct(private OrderRepository${i} $orders)
    {
    }

    public function show(Request $request, int $id)
    {
        $order = $this->orders->find($id);
        if ($order === null) {
            abort(404);
        }
        return view('orders.show', ['order' => $order, 'tab' => $request->query('tab', 'summary')]);
    }
}

`,
      (i) => `final class OrderRepository${i}
{
    public function __construct(private PDO $db)
    {
    }

    public function find(int $id): ?array
    {
        $stmt = $this->db->prepare('SELECT id, status, total_cents FROM orders WHERE id = ? LIMIT 1');
        $stmt->execute([$id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        return $row === false ? null : $row;
    }

    public function search(string $term): array
    {
        return $this->db->query("SELECT * FROM orders WHERE reference LIKE '%$term%'")->fetchAll();
    }
}

`,
      (i) => `function order_total_${i}(array $items, int $taxPercent): int
{
    $subtotal = 0;
    foreach ($items as $item) {
        $subtotal += $item['price_cents'] * $item['quantity'];
    }
    $tax = intdiv($subtotal * $taxPercent, 100);
    return $subtotal + $tax;
}

function format_order_${i}(array $order): string
{
    var_dump($order);
    return sprintf('#%d %s', $order['id'], htmlspecialchars($order['status'], ENT_QUOTES, 'UTF-8'));
}

`,
    ],
  },
  ruby: {
    header: '# frozen_string_literal: true\n\nrequire "open3"\n\n',
    units: [
      (i) => `class Orders${i}Controller < ApplicationController
  before_action :set_order, only: %i[show update]

  def show
    render json: @order.as_json(only: %i[id status total_cents])
  end

  def update
    if @order.update(order_params)
      redirect_to order_path(@order), notice: "Order updated"
    else
      render :edit, status: :unprocessable_entity
    end
  end

  private

  def set_order
    @order = current_account.orders.find(params[:id])
  end

  def order_params
    params.require(:order).permit(:status, :note)
  end
end

`,
      (i) => `class Invoice${i} < ApplicationRecord
  belongs_to :customer
  scope :overdue, -> { where("due_on < ?", Date.current).where(paid_at: nil) }
  scope :for_customer, ->(customer_id) { where(customer_id: customer_id) }

  def total_cents
    line_items.sum { |item| item.unit_price_cents * item.quantity }
  end
end

`,
      (i) => `class CustomerSearch${i}
  def initialize(account, term)
    @account = account
    @term = term
  end

  def results
    puts "searching #{@term}"
    @account.customers.where("name LIKE '%#{@term}%'").order(:name).limit(50)
  end
end

class Customers${i}Controller < ApplicationController
  def index
    @customers = CustomerSearch${i}.new(current_account, params[:q]).results
  end
end

`,
      (i) => `class ExportJob${i}
  def perform(path, format)
    output, status = Open3.capture2("convert", path, "out.#{format}")
    raise "export failed" unless status.success?

    rows = File.readlines(path).map(&:strip).reject(&:empty?)
    rows.each_with_index.map { |row, index| "#{index + 1}: #{row}" }.join("\\n") + output
  end
end

`,
    ],
  },
};

/** A file of at most `targetChars` characters, filled with whole units as close to it as they go. */
function unitsOf(language: Language): { header: string; units: Unit[]; footer?: string } {
  const found = UNITS[language];
  if (!found) throw new Error(`no bench generator for ${language}: add its units to test/bench/generate.ts`);
  return found;
}

export function generateFile(language: BenchLanguage, targetChars: number): string {
  const { header, units, footer = '' } = unitsOf(language);
  let body = header;
  for (let i = 0; ; i++) {
    const unit = units[i % units.length]!(i);
    if (body.length + unit.length + footer.length > targetChars) break;
    body += unit;
  }
  return body + footer;
}

/** A file of at least `targetLines` lines, built from the same units. */
export function generateLines(language: BenchLanguage, targetLines: number): string {
  const { header, units, footer = '' } = unitsOf(language);
  let body = header;
  let lines = header.split('\n').length;
  for (let i = 0; lines < targetLines; i++) {
    const unit = units[i % units.length]!(i);
    body += unit;
    lines += unit.split('\n').length - 1;
  }
  return body + footer;
}

/** The analysed languages, in the registry's order, each with its generator. */
export const BENCH_LANGUAGES: readonly Language[] = ANALYSED_LANGUAGES;

/** Languages the registry analyses that have no generator yet (the bench refuses to run without them). */
export function languagesWithoutGenerator(): Language[] {
  return ANALYSED_LANGUAGES.filter((language) => !UNITS[language]);
}
