// corpus: CWE-295 safe — the custom validation callback logs the certificate but only returns true when sslPolicyErrors is None.
using System;
using System.Net.Http;
using System.Net.Security;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace Logistics.Carriers.V2;

public static class CarrierClientSetup
{
    public static IServiceCollection AddCarrierRates(this IServiceCollection services)
    {
        services.AddHttpClient("carrier", c => c.BaseAddress = new Uri("https://api.carrier.example/v2/"))
            .ConfigurePrimaryHttpMessageHandler(sp =>
            {
                var logger = sp.GetRequiredService<ILoggerFactory>().CreateLogger("CarrierTls");
                return new HttpClientHandler
                {
                    ServerCertificateCustomValidationCallback = (message, cert, chain, errors) =>
                    {
                        logger.LogDebug("Carrier certificate {Subject} expires {Expiry}", cert?.Subject, cert?.NotAfter);
                        return errors == SslPolicyErrors.None;
                    }
                };
            });
        return services;
    }
}
