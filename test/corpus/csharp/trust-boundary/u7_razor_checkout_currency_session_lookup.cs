// corpus: CWE-501 safe — the session only receives the currency code from the server's own table after a lookup on the posted value, and a server-generated cart id; nothing posted is stored as-is.
using System;
using System.Collections.Generic;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;

namespace Storefront.Pages.Checkout
{
    public record Currency(string Code, string Symbol, int Decimals);

    public static class Currencies
    {
        public static readonly IReadOnlyDictionary<string, Currency> Supported =
            new Dictionary<string, Currency>(StringComparer.OrdinalIgnoreCase)
            {
                ["EUR"] = new Currency("EUR", "€", 2),
                ["GBP"] = new Currency("GBP", "£", 2),
                ["USD"] = new Currency("USD", "$", 2),
                ["JPY"] = new Currency("JPY", "¥", 0),
            };
    }

    public class CurrencyModel : PageModel
    {
        [BindProperty]
        public string Selected { get; set; } = "EUR";

        public IEnumerable<Currency> Options => Currencies.Supported.Values;

        public void OnGet()
        {
            Selected = HttpContext.Session.GetString("checkout.currency") ?? "EUR";
        }

        public IActionResult OnPost(string? returnTo)
        {
            if (!Currencies.Supported.TryGetValue(Selected ?? "", out var currency))
            {
                ModelState.AddModelError(nameof(Selected), "Unsupported currency");
                return Page();
            }

            var session = HttpContext.Session;
            session.SetString("checkout.currency", currency.Code);
            if (string.IsNullOrEmpty(session.GetString("checkout.cart")))
                session.SetString("checkout.cart", Guid.NewGuid().ToString("N"));

            return RedirectToPage("/Checkout/Review");
        }
    }
}
