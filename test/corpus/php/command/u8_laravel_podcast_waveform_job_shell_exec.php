// corpus: CWE-78 vulnerable — the episode title from the form is dispatched to a queued job that builds an ffmpeg command string for shell_exec.
<?php

namespace App\Jobs;

use App\Http\Controllers\Controller;
use App\Models\Episode;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Http\Request;
use Illuminate\Queue\InteractsWithQueue;

final class RenderWaveform implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public function __construct(public int $episodeId, public string $title)
    {
    }

    public function handle(): void
    {
        $episode = Episode::findOrFail($this->episodeId);
        $source = storage_path('app/episodes/' . $episode->id . '.mp3');
        $target = storage_path('app/waveforms/' . $episode->id . '.png');

        $cmd = "ffmpeg -y -i {$source} -filter_complex \"showwavespic=s=1200x240,drawtext=text='{$this->title}'\" -frames:v 1 {$target}";
        shell_exec($cmd);

        $episode->update(['waveform_path' => $target]);
    }
}

final class EpisodeWaveformController extends Controller
{
    public function store(Request $request, Episode $episode)
    {
        $validated = $request->validate(['title' => 'required|string|max:120']);
        RenderWaveform::dispatch($episode->id, $validated['title']);

        return back()->with('status', 'Waveform queued');
    }
}
