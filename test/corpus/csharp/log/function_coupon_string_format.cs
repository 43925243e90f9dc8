// corpus: CWE-117 vulnerable — the coupon code from the query string is formatted into the message with string.Format and logged as plain text.
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace Shop.Functions;

public class CouponCheck
{
    private readonly ILogger _logger;

    public CouponCheck(ILoggerFactory factory) => _logger = factory.CreateLogger<CouponCheck>();

    [Function("CouponCheck")]
    public IActionResult Run([HttpTrigger(AuthorizationLevel.Anonymous, "get")] HttpRequest req)
    {
        string code = req.Query["code"].ToString();
        bool valid = code.Length == 8;
        _logger.LogInformation(string.Format("Coupon {0} checked, valid={1}", code, valid));
        return new OkObjectResult(new { valid });
    }
}
