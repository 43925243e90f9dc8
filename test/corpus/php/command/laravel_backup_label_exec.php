// corpus: CWE-78 vulnerable — the backup label input is interpolated into a tar command executed with exec() in a service.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class BackupService
{
    public function archive(string $label): string
    {
        $target = storage_path("backups/{$label}.tar.gz");
        exec("tar -czf {$target} -C " . storage_path('app') . ' documents', $output, $code);
        if ($code !== 0) {
            throw new RuntimeException('tar exited with ' . $code);
        }
        return $target;
    }
}

class BackupController extends Controller
{
    public function __construct(private BackupService $backups)
    {
    }

    public function store(Request $request)
    {
        $path = $this->backups->archive($request->input('label', date('Y-m-d')));

        return response()->json(['file' => basename($path)], 201);
    }
}
