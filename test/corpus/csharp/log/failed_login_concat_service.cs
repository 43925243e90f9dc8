// corpus: CWE-117 vulnerable — the submitted user name is concatenated into the log message text, so CR/LF in it forges extra log lines.
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Bank.Web.Auth;

public record SignInForm(string UserName, string Password);

public class SignInAuditor
{
    private readonly ILogger<SignInAuditor> _logger;

    public SignInAuditor(ILogger<SignInAuditor> logger) => _logger = logger;

    public void Failed(string userName, string reason) =>
        _logger.LogWarning("Sign-in failed for user " + userName + " (" + reason + ")");

    public void Succeeded(string userName) =>
        _logger.LogInformation("Sign-in succeeded for user " + userName);
}

public class SignInController : Controller
{
    private readonly SignInAuditor _audit;
    private readonly IPasswordChecker _checker;

    public SignInController(SignInAuditor audit, IPasswordChecker checker)
    {
        _audit = audit;
        _checker = checker;
    }

    [HttpPost]
    public async Task<IActionResult> Index([FromForm] SignInForm form)
    {
        if (!await _checker.CheckAsync(form.UserName, form.Password))
        {
            _audit.Failed(form.UserName, "bad password");
            return View();
        }
        _audit.Succeeded(form.UserName);
        return RedirectToAction("Index", "Accounts");
    }
}

public interface IPasswordChecker
{
    Task<bool> CheckAsync(string user, string password);
}
