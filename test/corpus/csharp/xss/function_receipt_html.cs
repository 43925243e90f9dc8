// corpus: CWE-79 vulnerable — the HTTP function returns a text/html ContentResult containing the payer name from the query string.
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Azure.Functions.Worker;

namespace Bank.Functions;

public class ReceiptPage
{
    [Function("ReceiptPage")]
    public IActionResult Run([HttpTrigger(AuthorizationLevel.Anonymous, "get", Route = "receipt")] HttpRequest req)
    {
        string payer = req.Query["payer"];
        decimal amount = decimal.TryParse(req.Query["amount"], out var a) ? a : 0m;
        return new ContentResult
        {
            Content = $"<html><body><h1>Receipt</h1><p>Paid by {payer}: {amount:C}</p></body></html>",
            ContentType = "text/html",
            StatusCode = 200
        };
    }
}
