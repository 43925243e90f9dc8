// corpus: CWE-89 vulnerable — the voucher code is placed inside an EXEC statement sent as CommandType.Text, so quotes in it escape the literal.
using System.Data;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Shop.Api.Checkout
{
    [ApiController]
    [Route("api/vouchers")]
    public class VoucherController : ControllerBase
    {
        private readonly string _cs;

        public VoucherController(Microsoft.Extensions.Configuration.IConfiguration cfg)
        {
            _cs = cfg.GetConnectionString("Shop")!;
        }

        [HttpPost("redeem")]
        public IActionResult Redeem([FromForm] string code, [FromForm] int basketId)
        {
            using var conn = new SqlConnection(_cs);
            conn.Open();
            using var cmd = new SqlCommand
            {
                Connection = conn,
                CommandType = CommandType.Text,
                CommandText = "EXEC dbo.RedeemVoucher @BasketId = " + basketId + ", @Code = '" + code + "'"
            };
            var discount = cmd.ExecuteScalar();
            return discount is null ? NotFound() : Ok(new { discount });
        }
    }
}
