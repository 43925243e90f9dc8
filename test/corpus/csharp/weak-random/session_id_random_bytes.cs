// corpus: CWE-330 vulnerable — kiosk session ids are filled by Random.NextBytes with a time-based seed and then used as the session cookie value.
using System;
using Microsoft.AspNetCore.Mvc;

namespace School.Kiosk
{
    public class KioskSessionController : Controller
    {
        private static readonly Random Generator = new Random(Environment.TickCount);

        [HttpPost("/kiosk/start")]
        public IActionResult Start(string badgeNumber)
        {
            var sessionId = NewSessionId();
            KioskSessions.Register(sessionId, badgeNumber);
            Response.Cookies.Append("kiosk_sid", sessionId, new Microsoft.AspNetCore.Http.CookieOptions { HttpOnly = true, Secure = true });
            return RedirectToAction("Menu");
        }

        private static string NewSessionId()
        {
            var buffer = new byte[16];
            lock (Generator)
            {
                Generator.NextBytes(buffer);
            }
            return Convert.ToHexString(buffer);
        }
    }

    public static class KioskSessions
    {
        private static readonly System.Collections.Concurrent.ConcurrentDictionary<string, string> Active = new();

        public static void Register(string sessionId, string badge) => Active[sessionId] = badge;
    }
}
