// corpus: CWE-89 vulnerable — the status from the query string is carried in a filter record into a Dapper repository that interpolates it into the SQL text.
using System.Collections.Generic;
using System.Data;
using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;

namespace Helpdesk.Api;

public sealed record TicketFilter(string Status, int Page, int PageSize);

public sealed record TicketRow(int Id, string Subject, string Status, string AssignedTo);

public interface ITicketRepository
{
    Task<IEnumerable<TicketRow>> ListAsync(TicketFilter filter);
}

public sealed class TicketRepository : ITicketRepository
{
    private readonly IDbConnection _db;

    public TicketRepository(IDbConnection db) => _db = db;

    public Task<IEnumerable<TicketRow>> ListAsync(TicketFilter filter)
    {
        var offset = (filter.Page - 1) * filter.PageSize;
        var sql = $@"SELECT Id, Subject, Status, AssignedTo
                     FROM Tickets
                     WHERE Status = '{filter.Status}'
                     ORDER BY CreatedAt DESC
                     OFFSET {offset} ROWS FETCH NEXT {filter.PageSize} ROWS ONLY";
        return _db.QueryAsync<TicketRow>(sql);
    }
}

public static class TicketEndpoints
{
    public static void MapTicketEndpoints(this WebApplication app)
    {
        app.MapGet("/api/tickets", async (HttpRequest request, ITicketRepository tickets) =>
        {
            var status = request.Query["status"].ToString();
            var page = int.TryParse(request.Query["page"], out var p) && p > 0 ? p : 1;
            var rows = await tickets.ListAsync(new TicketFilter(status, page, 50));
            return Results.Ok(rows);
        });
    }
}
