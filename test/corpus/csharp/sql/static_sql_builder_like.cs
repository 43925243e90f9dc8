// corpus: CWE-89 vulnerable — the controller hands the search term to a static helper that splices it into a LIKE clause, and the result is executed.
using System.Collections.Generic;
using System.Text;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace School.Library
{
    internal static class BookSql
    {
        public static string Search(string term, bool availableOnly)
        {
            var sb = new StringBuilder("SELECT Isbn, Title FROM Books WHERE 1 = 1");
            if (!string.IsNullOrEmpty(term))
            {
                sb.Append(" AND (Title LIKE '%").Append(term).Append("%'");
                sb.Append(" OR Author LIKE '%").Append(term).Append("%')");
            }
            if (availableOnly)
                sb.Append(" AND CopiesAvailable > 0");
            return sb.ToString();
        }
    }

    [Route("library/books")]
    public class BooksController : Controller
    {
        private readonly SqlConnection _conn;

        public BooksController(SqlConnection conn)
        {
            _conn = conn;
        }

        [HttpGet("search")]
        public IActionResult Search(string term, bool available = false)
        {
            var books = new List<string[]>();
            _conn.Open();
            using (var cmd = new SqlCommand(BookSql.Search(term, available), _conn))
            using (var reader = cmd.ExecuteReader())
            {
                while (reader.Read())
                    books.Add(new[] { reader.GetString(0), reader.GetString(1) });
            }
            return Json(books);
        }
    }
}
