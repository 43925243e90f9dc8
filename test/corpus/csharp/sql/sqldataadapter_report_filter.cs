// corpus: CWE-89 vulnerable — the region from Request.Query is formatted into the SELECT that fills the DataTable through SqlDataAdapter.
using System.Data;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;
using Microsoft.Extensions.Configuration;

namespace Bank.Reports.Controllers
{
    public class BranchReportController : Controller
    {
        private readonly IConfiguration _config;

        public BranchReportController(IConfiguration config)
        {
            _config = config;
        }

        public IActionResult Deposits()
        {
            string region = HttpContext.Request.Query["region"];
            var table = new DataTable("Deposits");
            using (var conn = new SqlConnection(_config.GetConnectionString("Reporting")))
            {
                var query = string.Format(
                    "SELECT BranchCode, SUM(Amount) AS Total FROM Deposits WHERE Region = '{0}' GROUP BY BranchCode", region);
                using (var adapter = new SqlDataAdapter(query, conn))
                {
                    adapter.Fill(table);
                }
            }
            return View(table);
        }
    }
}
