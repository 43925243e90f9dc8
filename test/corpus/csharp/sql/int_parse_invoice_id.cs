// corpus: CWE-89 safe — the invoice id is parsed with int.Parse before it is concatenated, so only digits reach the SQL.
using System.Data.SqlClient;
using System.Web;

namespace Billing.Legacy
{
    public class InvoicePdfHandler : IHttpHandler
    {
        public bool IsReusable => true;

        public void ProcessRequest(HttpContext context)
        {
            int invoiceId = int.Parse(context.Request.QueryString["invoice"]);
            using (var conn = new SqlConnection(Settings.ConnectionString))
            {
                conn.Open();
                var cmd = new SqlCommand("SELECT PdfBlob FROM Invoices WHERE InvoiceId = " + invoiceId, conn);
                var blob = cmd.ExecuteScalar() as byte[];
                if (blob == null)
                {
                    context.Response.StatusCode = 404;
                    return;
                }
                context.Response.ContentType = "application/pdf";
                context.Response.BinaryWrite(blob);
            }
        }
    }

    internal static class Settings
    {
        public const string ConnectionString = "Server=db01;Database=Billing;Integrated Security=true";
    }
}
