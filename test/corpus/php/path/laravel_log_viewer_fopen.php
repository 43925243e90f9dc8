// corpus: CWE-22 vulnerable — the log name input is passed to a service that opens storage/logs/<name> with fopen.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class LogTailService
{
    public function tail(string $name, int $lines = 100): array
    {
        $handle = fopen(storage_path('logs/' . $name), 'r');
        if ($handle === false) {
            return [];
        }
        $buffer = [];
        while (($line = fgets($handle)) !== false) {
            $buffer[] = $line;
            if (count($buffer) > $lines) {
                array_shift($buffer);
            }
        }
        fclose($handle);
        return $buffer;
    }
}

class LogViewerController extends Controller
{
    public function show(Request $request, LogTailService $logs)
    {
        return response()->json([
            'lines' => $logs->tail($request->input('log', 'laravel.log'), $request->integer('lines', 100)),
        ]);
    }
}
