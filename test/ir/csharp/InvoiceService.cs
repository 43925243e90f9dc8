using System.Collections.Generic;
using System.Data;
using Dapper;

public interface IInvoiceRepository
{
    IEnumerable<Invoice> ForCustomer(string customer);
}

public sealed class InvoiceRepository : IInvoiceRepository
{
    private readonly IDbConnection _db;
    private static readonly HashSet<string> Sortable = new() { "date", "total" };

    public InvoiceRepository(IDbConnection db)
    {
        _db = db;
    }

    public IEnumerable<Invoice> ForCustomer(string customer) =>
        _db.Query<Invoice>("SELECT * FROM Invoices WHERE Customer = @customer", new { customer });

    public IEnumerable<Invoice> Sorted(string column)
    {
        if (!Sortable.Contains(column)) column = "date";
        return _db.Query<Invoice>($"SELECT * FROM Invoices ORDER BY {column}");
    }
}

public class InvoiceService(IInvoiceRepository repository, ILogger<InvoiceService> logger)
{
    private int _calls;

    public decimal Total(string customer)
    {
        _calls++;
        decimal total = 0m;
        foreach (var invoice in repository.ForCustomer(customer))
            total += invoice.Amount;
        logger.LogInformation("total for {Customer}: {Total}", customer, total);
        return total;
    }
}

public record Invoice(string Customer, decimal Amount);
