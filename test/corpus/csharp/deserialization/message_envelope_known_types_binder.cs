// corpus: CWE-502 safe — TypeNameHandling.Auto is paired with a serialization binder that resolves only three known payload types and rejects the rest.
using System;
using System.Collections.Generic;
using System.IO;
using Microsoft.AspNetCore.Http;
using Newtonsoft.Json;
using Newtonsoft.Json.Serialization;

namespace Logistics.Messaging.V2;

public record PickupRequested(string Depot, DateTime At);
public record ParcelScanned(string Barcode, string Scanner);
public record DeliveryFailed(string Barcode, string Reason);

public class Envelope
{
    public string CorrelationId { get; set; } = "";
    public object? Payload { get; set; }
}

public sealed class KnownPayloadBinder : ISerializationBinder
{
    private static readonly Dictionary<string, Type> Known = new()
    {
        [nameof(PickupRequested)] = typeof(PickupRequested),
        [nameof(ParcelScanned)] = typeof(ParcelScanned),
        [nameof(DeliveryFailed)] = typeof(DeliveryFailed)
    };

    public Type BindToType(string? assemblyName, string typeName) =>
        Known.TryGetValue(typeName, out var type)
            ? type
            : throw new JsonSerializationException("payload type not allowed: " + typeName);

    public void BindToName(Type serializedType, out string? assemblyName, out string? typeName)
    {
        assemblyName = null;
        typeName = serializedType.Name;
    }
}

public static class EnvelopeEndpointsV2
{
    private static readonly JsonSerializerSettings Settings = new()
    {
        TypeNameHandling = TypeNameHandling.Auto,
        SerializationBinder = new KnownPayloadBinder()
    };

    public static void Map(WebApplication app) =>
        app.MapPost("/v2/messages", async (HttpRequest request) =>
        {
            using var reader = new StreamReader(request.Body);
            var envelope = JsonConvert.DeserializeObject<Envelope>(await reader.ReadToEndAsync(), Settings);
            return Results.Accepted(value: new { envelope?.CorrelationId });
        });
}
