// corpus: CWE-502 safe — JsonConvert.DeserializeObject<T> with default settings does not read "$type", so the body can only fill the UserPreferences fields.
using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.RazorPages;
using Newtonsoft.Json;

namespace School.Portal.Pages.Account;

public class UserPreferences
{
    public string Language { get; set; } = "en";
    public bool EmailDigest { get; set; }
    public List<string> PinnedCourses { get; set; } = new();
}

public class ImportPreferencesModel : PageModel
{
    [BindProperty]
    public string PreferencesJson { get; set; } = "";

    public UserPreferences? Imported { get; private set; }

    public IActionResult OnPost()
    {
        try
        {
            Imported = JsonConvert.DeserializeObject<UserPreferences>(PreferencesJson);
        }
        catch (JsonException)
        {
            ModelState.AddModelError(nameof(PreferencesJson), "Not valid JSON");
        }
        return Page();
    }
}
