// corpus: CWE-347 safe — the kid is only read to choose a key; the token is then validated by ValidateToken with HS256 keys loaded from the environment, issuer, audience and lifetime checks on.
using System;
using System.Collections.Generic;
using System.IdentityModel.Tokens.Jwt;
using System.Linq;
using System.Security.Claims;
using System.Text;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.IdentityModel.Tokens;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddSingleton(WebhookKeyRing.FromEnvironment());
builder.Services.AddSingleton<WebhookTokenValidator>();
var app = builder.Build();

app.MapPost("/hooks/billing", async (HttpRequest request, WebhookTokenValidator validator) =>
{
    var header = request.Headers.Authorization.ToString();
    if (!header.StartsWith("Bearer ", StringComparison.Ordinal))
        return Results.Unauthorized();

    var principal = validator.Validate(header.Substring("Bearer ".Length));
    if (principal is null)
        return Results.Unauthorized();

    var account = principal.FindFirstValue("account_id");
    using var reader = new System.IO.StreamReader(request.Body);
    var payload = await reader.ReadToEndAsync();
    return Results.Accepted($"/hooks/billing/{account}", new { received = payload.Length });
});

app.Run();

public sealed class WebhookKeyRing
{
    public IReadOnlyDictionary<string, SymmetricSecurityKey> Keys { get; }

    private WebhookKeyRing(IReadOnlyDictionary<string, SymmetricSecurityKey> keys) => Keys = keys;

    public static WebhookKeyRing FromEnvironment()
    {
        var keys = new Dictionary<string, SymmetricSecurityKey>();
        foreach (var id in new[] { "current", "previous" })
        {
            var secret = Environment.GetEnvironmentVariable($"BILLING_HOOK_KEY_{id.ToUpperInvariant()}");
            if (!string.IsNullOrEmpty(secret))
                keys[id] = new SymmetricSecurityKey(Encoding.UTF8.GetBytes(secret)) { KeyId = id };
        }
        if (keys.Count == 0)
            throw new InvalidOperationException("no billing webhook keys configured");
        return new WebhookKeyRing(keys);
    }
}

public sealed class WebhookTokenValidator
{
    private readonly WebhookKeyRing _ring;
    private readonly JwtSecurityTokenHandler _handler = new();

    public WebhookTokenValidator(WebhookKeyRing ring) => _ring = ring;

    public ClaimsPrincipal? Validate(string raw)
    {
        if (!_handler.CanReadToken(raw))
            return null;
        var kid = _handler.ReadJwtToken(raw).Header.Kid ?? "current";
        if (!_ring.Keys.TryGetValue(kid, out var key))
            return null;

        var parameters = new TokenValidationParameters
        {
            ValidIssuer = "billing.internal",
            ValidAudience = "webhooks",
            IssuerSigningKey = key,
            ValidAlgorithms = new[] { SecurityAlgorithms.HmacSha256 },
            ClockSkew = TimeSpan.FromSeconds(30),
        };
        try
        {
            return _handler.ValidateToken(raw, parameters, out _);
        }
        catch (SecurityTokenException)
        {
            return null;
        }
    }
}
