// corpus: CWE-502 vulnerable — the basket cookie is base64-decoded and handed to BinaryFormatter.Deserialize, which instantiates whatever types the attacker encodes.
using System;
using System.Collections.Generic;
using System.IO;
using System.Runtime.Serialization.Formatters.Binary;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Web.Basket
{
    [Serializable]
    public class BasketLine
    {
        public string Sku { get; set; } = "";
        public int Quantity { get; set; }
    }

    public class BasketCookieSerializer
    {
#pragma warning disable SYSLIB0011
        public List<BasketLine> Read(string cookieValue)
        {
            var bytes = Convert.FromBase64String(cookieValue);
            using var ms = new MemoryStream(bytes);
            var formatter = new BinaryFormatter();
            return (List<BasketLine>)formatter.Deserialize(ms);
        }
#pragma warning restore SYSLIB0011
    }

    public class BasketController : Controller
    {
        private readonly BasketCookieSerializer _serializer = new BasketCookieSerializer();

        public IActionResult Index()
        {
            var raw = Request.Cookies["basket"];
            var lines = string.IsNullOrEmpty(raw) ? new List<BasketLine>() : _serializer.Read(raw);
            return View(lines);
        }
    }
}
