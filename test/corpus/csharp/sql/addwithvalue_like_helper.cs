// corpus: CWE-89 safe — the helper escapes LIKE wildcards and the pattern is passed with AddWithValue, not concatenated.
using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Clinic.Web
{
    public static class LikePattern
    {
        public static string Contains(string text) =>
            "%" + text.Replace("[", "[[]").Replace("%", "[%]").Replace("_", "[_]") + "%";
    }

    public class DrugSearchController : Controller
    {
        private const string Sql = "SELECT TOP 20 Code, Name FROM Formulary WHERE Name LIKE @pattern ORDER BY Name";
        private readonly SqlConnection _conn;

        public DrugSearchController(SqlConnection conn)
        {
            _conn = conn;
        }

        public IActionResult Index([FromQuery(Name = "q")] string query)
        {
            var results = new List<KeyValuePair<string, string>>();
            _conn.Open();
            using (var cmd = new SqlCommand(Sql, _conn))
            {
                cmd.Parameters.AddWithValue("@pattern", LikePattern.Contains(query ?? ""));
                using (var reader = cmd.ExecuteReader())
                {
                    while (reader.Read())
                        results.Add(new KeyValuePair<string, string>(reader.GetString(0), reader.GetString(1)));
                }
            }
            return View(results);
        }
    }
}
