// corpus: CWE-942 safe — credentialed CORS is limited to the origins listed in configuration; the only open policy is for the status endpoint and does not allow credentials.
using System;
using System.Linq;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Cors;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Options;

namespace Clinic.Api
{
    public class CorsSettings
    {
        public string[] PortalOrigins { get; set; } = Array.Empty<string>();
    }

    public static class CorsRegistration
    {
        public const string Portal = "portal";
        public const string Public = "public";

        public static IServiceCollection AddClinicCors(this IServiceCollection services, IConfiguration config)
        {
            var settings = config.GetSection("Cors").Get<CorsSettings>() ?? new CorsSettings();
            var origins = settings.PortalOrigins
                .Where(o => Uri.TryCreate(o, UriKind.Absolute, out var u) && u.Scheme == Uri.UriSchemeHttps)
                .ToArray();

            services.AddCors(options =>
            {
                options.AddPolicy(Portal, p => p
                    .WithOrigins(origins)
                    .WithHeaders("Content-Type", "X-Requested-With")
                    .WithMethods("GET", "POST", "PUT")
                    .AllowCredentials());

                options.AddPolicy(Public, p => p
                    .AllowAnyOrigin()
                    .WithMethods("GET"));
            });
            return services;
        }
    }

    [ApiController]
    [Route("api/appointments")]
    [EnableCors(CorsRegistration.Portal)]
    public class AppointmentsController : ControllerBase
    {
        private readonly IAppointmentBook _book;

        public AppointmentsController(IAppointmentBook book) => _book = book;

        [HttpGet("upcoming")]
        public IActionResult Upcoming() => Ok(_book.UpcomingFor(User.Identity?.Name ?? ""));
    }

    [ApiController]
    [Route("status")]
    [EnableCors(CorsRegistration.Public)]
    public class StatusController : ControllerBase
    {
        [HttpGet]
        public IActionResult Get() => Ok(new { status = "ok", time = DateTimeOffset.UtcNow });
    }

    public interface IAppointmentBook
    {
        object UpcomingFor(string patient);
    }
}
