// corpus: CWE-328 vulnerable — the card PIN chosen in the form is stored as a plain MD5 digest, trivially reversed for a 4–6 digit space.
using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;

namespace Bank.Portal.Pages.Cards;

public class ChangePinModel : PageModel
{
    private readonly ICardStore _cards;

    public ChangePinModel(ICardStore cards) => _cards = cards;

    [BindProperty] public string CardId { get; set; } = "";
    [BindProperty] public string NewPin { get; set; } = "";

    public IActionResult OnPost()
    {
        if (NewPin.Length is < 4 or > 6)
            return Page();
        _cards.SavePinHash(CardId, Digest(NewPin));
        return RedirectToPage("Done");
    }

    private static string Digest(string pin)
    {
        var bytes = MD5.Create().ComputeHash(Encoding.ASCII.GetBytes(pin));
        var sb = new StringBuilder();
        foreach (var b in bytes)
            sb.Append(b.ToString("x2"));
        return sb.ToString();
    }
}

public interface ICardStore
{
    void SavePinHash(string cardId, string hash);
}
