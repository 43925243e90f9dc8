// corpus: CWE-502 safe — the basket cookie is deserialised with System.Text.Json into a concrete list of a sealed record; no type names are honoured.
using System;
using System.Collections.Generic;
using System.Text;
using System.Text.Json;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Web.Basket;

public sealed record BasketItem(string Sku, int Quantity);

public static class BasketCookie
{
    public static List<BasketItem> Decode(string? value)
    {
        if (string.IsNullOrEmpty(value))
            return new List<BasketItem>();
        try
        {
            var json = Encoding.UTF8.GetString(Convert.FromBase64String(value));
            return JsonSerializer.Deserialize<List<BasketItem>>(json) ?? new List<BasketItem>();
        }
        catch (Exception ex) when (ex is FormatException or JsonException)
        {
            return new List<BasketItem>();
        }
    }
}

public class MiniBasketController : Controller
{
    public IActionResult Summary()
    {
        var items = BasketCookie.Decode(Request.Cookies["basket"]);
        return Json(new { count = items.Count });
    }
}
