// corpus: CWE-295 vulnerable — SslOptions.RemoteCertificateValidationCallback is an anonymous delegate that returns true for any certificate.
using System;
using System.Net.Http;
using System.Net.Security;
using System.Threading.Tasks;

namespace Cms.Search
{
    public class SearchIndexClient
    {
        private static readonly HttpClient Http = new HttpClient(new SocketsHttpHandler
        {
            PooledConnectionLifetime = TimeSpan.FromMinutes(5),
            SslOptions = new SslClientAuthenticationOptions
            {
                RemoteCertificateValidationCallback = delegate { return true; }
            }
        });

        public Task<HttpResponseMessage> ReindexAsync(string indexName) =>
            Http.PostAsync($"https://search.cms.internal:9200/{Uri.EscapeDataString(indexName)}/_refresh", null);
    }
}
