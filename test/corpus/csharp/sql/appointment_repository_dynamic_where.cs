// corpus: CWE-89 safe — the WHERE clause is assembled only from fixed SQL fragments; every user-supplied value is added to DynamicParameters.
using System;
using System.Collections.Generic;
using System.Data;
using System.Linq;
using System.Threading.Tasks;
using Dapper;
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Scheduling
{
    public class AppointmentFilter
    {
        public string? Doctor { get; set; }
        public string? PatientSurname { get; set; }
        public DateTime? Day { get; set; }
        public string? Status { get; set; }
    }

    public record AppointmentDto(int Id, string Doctor, string PatientSurname, DateTime StartsAt, string Status);

    public interface IAppointmentRepository
    {
        Task<IEnumerable<AppointmentDto>> SearchAsync(AppointmentFilter filter);
        Task<AppointmentDto?> GetAsync(int id);
        Task<bool> CancelAsync(int id, string reason);
    }

    public class AppointmentRepository : IAppointmentRepository
    {
        private readonly IDbConnection _db;

        public AppointmentRepository(IDbConnection db)
        {
            _db = db;
        }

        public Task<IEnumerable<AppointmentDto>> SearchAsync(AppointmentFilter filter)
        {
            var clauses = new List<string>();
            var args = new DynamicParameters();

            if (!string.IsNullOrWhiteSpace(filter.Doctor))
            {
                clauses.Add("Doctor = @doctor");
                args.Add("doctor", filter.Doctor);
            }
            if (!string.IsNullOrWhiteSpace(filter.PatientSurname))
            {
                clauses.Add("PatientSurname LIKE @surname");
                args.Add("surname", filter.PatientSurname + "%");
            }
            if (filter.Day is DateTime day)
            {
                clauses.Add("StartsAt >= @dayStart AND StartsAt < @dayEnd");
                args.Add("dayStart", day.Date);
                args.Add("dayEnd", day.Date.AddDays(1));
            }
            if (!string.IsNullOrWhiteSpace(filter.Status))
            {
                clauses.Add("Status = @status");
                args.Add("status", filter.Status);
            }

            var where = clauses.Count == 0 ? "" : " WHERE " + string.Join(" AND ", clauses);
            var sql = "SELECT Id, Doctor, PatientSurname, StartsAt, Status FROM Appointments" + where + " ORDER BY StartsAt";
            return _db.QueryAsync<AppointmentDto>(sql, args);
        }

        public Task<AppointmentDto?> GetAsync(int id) =>
            _db.QuerySingleOrDefaultAsync<AppointmentDto?>(
                "SELECT Id, Doctor, PatientSurname, StartsAt, Status FROM Appointments WHERE Id = @id", new { id });

        public async Task<bool> CancelAsync(int id, string reason) =>
            await _db.ExecuteAsync(
                "UPDATE Appointments SET Status = 'CANCELLED', CancelReason = @reason WHERE Id = @id",
                new { id, reason }) == 1;
    }

    [ApiController]
    [Route("api/appointments")]
    public class AppointmentSearchController : ControllerBase
    {
        private readonly IAppointmentRepository _repository;

        public AppointmentSearchController(IAppointmentRepository repository)
        {
            _repository = repository;
        }

        [HttpGet]
        public async Task<IActionResult> Search([FromQuery] AppointmentFilter filter) =>
            Ok((await _repository.SearchAsync(filter)).ToList());

        [HttpGet("{id:int}")]
        public async Task<IActionResult> Get(int id) =>
            await _repository.GetAsync(id) is { } dto ? Ok(dto) : NotFound();

        [HttpPost("{id:int}/cancel")]
        public async Task<IActionResult> Cancel(int id, [FromForm] string reason) =>
            await _repository.CancelAsync(id, reason) ? NoContent() : NotFound();
    }
}
