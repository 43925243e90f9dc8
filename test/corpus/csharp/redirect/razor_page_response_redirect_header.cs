// corpus: CWE-601 vulnerable — the returnTo query value, or the X-Return-To header when it is empty, is passed to Response.Redirect after publishing.
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;

namespace Cms.Admin.Pages.Articles;

public class PublishModel : PageModel
{
    private readonly IArticlePublisher _publisher;

    public PublishModel(IArticlePublisher publisher) => _publisher = publisher;

    public IActionResult OnPost(int id)
    {
        _publisher.Publish(id);
        var back = Request.Query["returnTo"].ToString();
        if (string.IsNullOrEmpty(back))
            back = Request.Headers["X-Return-To"].ToString();
        Response.Redirect(string.IsNullOrEmpty(back) ? "/admin/articles" : back);
        return new EmptyResult();
    }
}

public interface IArticlePublisher
{
    void Publish(int articleId);
}
