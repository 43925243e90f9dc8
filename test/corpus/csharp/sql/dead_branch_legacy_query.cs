// corpus: CWE-89 safe — the concatenating legacy query sits behind a const false flag; the live path binds the account number.
using System.Data;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Bank.Api.Accounts
{
    [ApiController]
    [Route("api/accounts")]
    public class BalanceController : ControllerBase
    {
        private const bool UseLegacyLookup = false;
        private readonly SqlConnection _conn;

        public BalanceController(SqlConnection conn)
        {
            _conn = conn;
        }

        [HttpGet("{accountNumber}/balance")]
        public IActionResult Balance(string accountNumber)
        {
            _conn.Open();
            using var cmd = _conn.CreateCommand();
            if (UseLegacyLookup)
            {
                cmd.CommandText = "SELECT Balance FROM Accounts WHERE Number = '" + accountNumber + "'";
            }
            else
            {
                cmd.CommandText = "SELECT Balance FROM Accounts WHERE Number = @number";
                cmd.Parameters.Add("@number", SqlDbType.VarChar, 34).Value = accountNumber;
            }
            var balance = cmd.ExecuteScalar();
            return balance is null ? NotFound() : Ok(new { accountNumber, balance });
        }
    }
}
