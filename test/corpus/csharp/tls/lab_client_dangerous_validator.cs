// corpus: CWE-295 vulnerable — the lab system client uses HttpClientHandler.DangerousAcceptAnyServerCertificateValidator.
using System;
using System.Net.Http;
using System.Net.Http.Json;
using System.Threading.Tasks;

namespace Clinic.Integration;

public record LabOrder(string PatientNumber, string[] Tests);

public sealed class LabGateway : IDisposable
{
    private readonly HttpClient _client;

    public LabGateway(string baseUrl)
    {
        var handler = new HttpClientHandler
        {
            ServerCertificateCustomValidationCallback = HttpClientHandler.DangerousAcceptAnyServerCertificateValidator
        };
        _client = new HttpClient(handler) { BaseAddress = new Uri(baseUrl) };
    }

    public async Task<string?> PlaceAsync(LabOrder order)
    {
        var response = await _client.PostAsJsonAsync("orders", order);
        response.EnsureSuccessStatusCode();
        return response.Headers.Location?.ToString();
    }

    public void Dispose() => _client.Dispose();
}
