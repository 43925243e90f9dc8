// corpus: CWE-918 vulnerable — the "send test event" endpoint posts to whatever callback URL the JSON body names.
using System.Net.Http.Json;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddHttpClient();
var app = builder.Build();

app.MapPost("/integrations/test", async (WebhookTest test, IHttpClientFactory factory) =>
{
    var client = factory.CreateClient();
    var response = await client.PostAsJsonAsync(test.CallbackUrl, new { type = "ping", sentAt = DateTime.UtcNow });
    var body = await response.Content.ReadAsStringAsync();
    return Results.Ok(new { status = (int)response.StatusCode, body });
});

app.Run();

public record WebhookTest(string CallbackUrl, string Secret);
