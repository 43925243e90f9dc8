// corpus: CWE-295 vulnerable — the carrier API client's handler accepts every server certificate because its validation callback always returns true.
using System;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.Extensions.DependencyInjection;

namespace Logistics.Carriers;

public class CarrierRatesClient
{
    private readonly HttpClient _http;

    public CarrierRatesClient(HttpClient http) => _http = http;

    public Task<string> QuoteAsync(string postcode, decimal weightKg) =>
        _http.GetStringAsync($"rates?postcode={Uri.EscapeDataString(postcode)}&kg={weightKg}");
}

public static class CarrierRegistration
{
    public static IServiceCollection AddCarrierClient(this IServiceCollection services)
    {
        services.AddHttpClient<CarrierRatesClient>(c => c.BaseAddress = new Uri("https://api.carrier.example/v2/"))
            .ConfigurePrimaryHttpMessageHandler(() => new HttpClientHandler
            {
                ServerCertificateCustomValidationCallback = (message, cert, chain, errors) => true
            });
        return services;
    }
}
