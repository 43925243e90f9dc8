// corpus: CWE-798 safe — the relay host, user and password are bound from configuration and an environment variable; the string constants are only section and variable names, and the "changeme" literal is a guard against an unset placeholder.
using System;
using System.Net;
using System.Net.Mail;
using System.Threading.Tasks;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Options;

namespace Notifications.Mail
{
    public class SmtpRelayOptions
    {
        public const string Section = "SmtpRelay";
        public const string PasswordVariable = "SMTP_RELAY_PASSWORD";

        public string Host { get; set; } = "";
        public int Port { get; set; } = 587;
        public string User { get; set; } = "";
        public string Password { get; set; } = "";
        public string From { get; set; } = "";
    }

    public static class MailRegistration
    {
        public static IServiceCollection AddRelayMail(this IServiceCollection services, IConfiguration config)
        {
            services.AddOptions<SmtpRelayOptions>()
                .Bind(config.GetSection(SmtpRelayOptions.Section))
                .PostConfigure(o =>
                {
                    var fromEnv = Environment.GetEnvironmentVariable(SmtpRelayOptions.PasswordVariable);
                    if (!string.IsNullOrEmpty(fromEnv))
                        o.Password = fromEnv;
                })
                .Validate(o => !string.IsNullOrEmpty(o.Password) && o.Password != "changeme",
                    "SMTP relay password is not configured")
                .ValidateOnStart();
            services.AddSingleton<RelayMailer>();
            return services;
        }
    }

    public class RelayMailer
    {
        private readonly SmtpRelayOptions _options;

        public RelayMailer(IOptions<SmtpRelayOptions> options) => _options = options.Value;

        public async Task SendAsync(string to, string subject, string body)
        {
            using var client = new SmtpClient(_options.Host, _options.Port)
            {
                EnableSsl = true,
                DeliveryMethod = SmtpDeliveryMethod.Network,
                Credentials = new NetworkCredential(_options.User, _options.Password),
            };
            using var message = new MailMessage(_options.From, to, subject, body) { IsBodyHtml = false };
            await client.SendMailAsync(message);
        }
    }
}
