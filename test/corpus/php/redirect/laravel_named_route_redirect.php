// corpus: CWE-601 safe — after saving, the user is sent to a named route; the request's "from" value is only stored as a note.
<?php

use App\Http\Controllers\Controller;
use App\Models\Appointment;
use Illuminate\Http\Request;

class AppointmentController extends Controller
{
    public function store(Request $request)
    {
        $data = $request->validate([
            'patient_id' => ['required', 'integer'],
            'starts_at' => ['required', 'date'],
        ]);

        Appointment::create($data + ['source' => substr((string) $request->input('from'), 0, 100)]);

        return redirect()->route('appointments.index')->with('status', 'Appointment booked');
    }
}
