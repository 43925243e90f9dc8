// corpus: CWE-601 vulnerable — the unsubscribe function answers with a RedirectResult to the "continue" query value.
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Azure.Functions.Worker;

namespace Cms.Newsletter;

public class UnsubscribeFunction
{
    private readonly ISubscriberStore _store;

    public UnsubscribeFunction(ISubscriberStore store) => _store = store;

    [Function("Unsubscribe")]
    public IActionResult Run([HttpTrigger(AuthorizationLevel.Anonymous, "get")] HttpRequest req)
    {
        var token = req.Query["token"].ToString();
        _store.Unsubscribe(token);
        string continueTo = req.Query["continue"];
        return new RedirectResult(string.IsNullOrEmpty(continueTo) ? "/goodbye" : continueTo);
    }
}

public interface ISubscriberStore
{
    void Unsubscribe(string token);
}
