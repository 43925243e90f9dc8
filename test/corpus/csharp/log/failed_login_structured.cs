// corpus: CWE-117 safe — the user name is passed as a structured logging argument ({UserName}), kept as a property rather than spliced into the message text.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Clinic.Web.Auth;

public class LoginAudit
{
    private readonly ILogger<LoginAudit> _logger;

    public LoginAudit(ILogger<LoginAudit> logger) => _logger = logger;

    public void Failed(string userName, string reason) =>
        _logger.LogWarning("Login failed for {UserName}: {Reason}", userName, reason);

    public void Succeeded(string userName) =>
        _logger.LogInformation("Login succeeded for {UserName}", userName);
}

public class LoginController : Controller
{
    private readonly LoginAudit _audit;

    public LoginController(LoginAudit audit) => _audit = audit;

    [HttpPost]
    public Task<IActionResult> Index([FromForm] string userName, [FromForm] string password)
    {
        var ok = password.Length >= 12 && userName.Length > 0;
        if (!ok)
            _audit.Failed(userName, "rejected");
        else
            _audit.Succeeded(userName);
        return Task.FromResult<IActionResult>(ok ? RedirectToAction("Index", "Home") : View());
    }
}
