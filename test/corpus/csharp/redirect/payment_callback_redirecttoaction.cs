// corpus: CWE-601 safe — the gateway's status parameter only chooses between two RedirectToAction targets inside the app.
using Microsoft.AspNetCore.Mvc;

namespace Shop.Web.Controllers;

public class PaymentCallbackController : Controller
{
    private readonly IOrderPayments _payments;

    public PaymentCallbackController(IOrderPayments payments) => _payments = payments;

    [HttpGet("/payments/return")]
    public IActionResult Return([FromQuery] string status, [FromQuery] int orderId, [FromQuery] string? next)
    {
        var paid = status == "success" && _payments.IsPaid(orderId);
        if (paid)
            return RedirectToAction("Confirmation", "Orders", new { id = orderId });
        return RedirectToAction("Retry", "Checkout", new { id = orderId, reason = status });
    }
}

public interface IOrderPayments
{
    bool IsPaid(int orderId);
}
