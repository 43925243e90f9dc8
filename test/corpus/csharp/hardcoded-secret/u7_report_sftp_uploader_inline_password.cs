// corpus: CWE-798 vulnerable — the nightly report uploader logs in to the partner's SFTP server with a user name and password written into the class, so everyone with the source or the binary holds the partner credential.
using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Renci.SshNet;

namespace Reporting.Exports
{
    public class PartnerReportUploader
    {
        private const string Host = "sftp.partner-logistics.example";
        private const string UserName = "acme_reports";
        private const string Password = "Kx9#vT2!qLm7@Rw4";
        private readonly ILogger<PartnerReportUploader> _logger;

        public PartnerReportUploader(ILogger<PartnerReportUploader> logger) => _logger = logger;

        public void Upload(string localPath)
        {
            using var client = new SftpClient(Host, 22, UserName, Password);
            client.Connect();
            using var file = File.OpenRead(localPath);
            client.UploadFile(file, "/inbound/" + Path.GetFileName(localPath));
            client.Disconnect();
            _logger.LogInformation("Uploaded {File} to partner", Path.GetFileName(localPath));
        }
    }

    public class NightlyReportService : BackgroundService
    {
        private readonly PartnerReportUploader _uploader;

        public NightlyReportService(PartnerReportUploader uploader) => _uploader = uploader;

        protected override async Task ExecuteAsync(CancellationToken stoppingToken)
        {
            while (!stoppingToken.IsCancellationRequested)
            {
                var path = Path.Combine(Path.GetTempPath(), $"shipments-{DateTime.UtcNow:yyyyMMdd}.csv");
                if (File.Exists(path))
                    _uploader.Upload(path);
                await Task.Delay(TimeSpan.FromHours(24), stoppingToken);
            }
        }
    }
}
