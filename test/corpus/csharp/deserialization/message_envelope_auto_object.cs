// corpus: CWE-502 vulnerable — TypeNameHandling.Auto applies to the envelope's object-typed Payload, so the queue message from the HTTP body chooses the type to create.
using Microsoft.AspNetCore.Http;
using Newtonsoft.Json;

namespace Logistics.Messaging;

public class Envelope
{
    public string MessageType { get; set; } = "";
    public string CorrelationId { get; set; } = "";
    public object? Payload { get; set; }
}

public static class EnvelopeEndpoints
{
    private static readonly JsonSerializerSettings Settings = new()
    {
        TypeNameHandling = TypeNameHandling.Auto
    };

    public static void Map(WebApplication app)
    {
        app.MapPost("/messages", async (HttpRequest request) =>
        {
            using var reader = new StreamReader(request.Body);
            var envelope = Deserialize(await reader.ReadToEndAsync());
            return Results.Accepted(value: new { envelope?.CorrelationId });
        });
    }

    private static Envelope? Deserialize(string body) =>
        JsonConvert.DeserializeObject<Envelope>(body, Settings);
}
