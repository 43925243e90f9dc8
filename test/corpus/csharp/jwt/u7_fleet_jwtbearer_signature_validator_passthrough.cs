// corpus: CWE-347 vulnerable — the JwtBearer options disable signing-key validation, stop requiring signed tokens and install a SignatureValidator that returns the parsed token without checking it, so forged bearer tokens are accepted.
using System.Collections.Generic;
using System.IdentityModel.Tokens.Jwt;
using System.Security.Claims;
using Microsoft.AspNetCore.Authentication.JwtBearer;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.IdentityModel.Tokens;

namespace Fleet.Api
{
    public static class AuthenticationSetup
    {
        public static IServiceCollection AddFleetAuthentication(this IServiceCollection services, IConfiguration config)
        {
            services.AddAuthentication(JwtBearerDefaults.AuthenticationScheme)
                .AddJwtBearer(options =>
                {
                    options.RequireHttpsMetadata = true;
                    options.MapInboundClaims = false;
                    options.TokenValidationParameters = new TokenValidationParameters
                    {
                        ValidateIssuer = true,
                        ValidIssuer = config["Auth:Issuer"],
                        ValidateAudience = true,
                        ValidAudience = config["Auth:Audience"],
                        ValidateLifetime = true,
                        // gateway re-signs with a rotating key; see FLEET-412
                        RequireSignedTokens = false,
                        ValidateIssuerSigningKey = false,
                        SignatureValidator = (token, parameters) => new JwtSecurityToken(token),
                        NameClaimType = "sub",
                        RoleClaimType = "roles",
                    };
                });
            services.AddAuthorization(o => o.AddPolicy("dispatcher", p => p.RequireRole("dispatcher")));
            return services;
        }
    }

    public interface IVehicleRepository
    {
        IReadOnlyList<VehicleDto> ForDriver(string driverId);
        IReadOnlyList<VehicleDto> All();
    }

    public record VehicleDto(string Plate, string Model, string DriverId);

    [ApiController]
    [Authorize]
    [Route("api/vehicles")]
    public class VehiclesController : ControllerBase
    {
        private readonly IVehicleRepository _vehicles;

        public VehiclesController(IVehicleRepository vehicles)
        {
            _vehicles = vehicles;
        }

        [HttpGet("mine")]
        public IActionResult Mine()
        {
            var driverId = User.FindFirstValue("sub");
            return Ok(_vehicles.ForDriver(driverId!));
        }

        [HttpGet]
        [Authorize(Policy = "dispatcher")]
        public IActionResult All() => Ok(_vehicles.All());
    }

    public class Startup
    {
        private readonly IConfiguration _config;

        public Startup(IConfiguration config) => _config = config;

        public void ConfigureServices(IServiceCollection services)
        {
            services.AddControllers();
            services.AddFleetAuthentication(_config);
        }

        public void Configure(IApplicationBuilder app)
        {
            app.UseRouting();
            app.UseAuthentication();
            app.UseAuthorization();
            app.UseEndpoints(e => e.MapControllers());
        }
    }
}
