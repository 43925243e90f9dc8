// corpus: CWE-330 safe — mt_rand only jitters the retry delay of the mail job; the invitation token itself comes from random_bytes.
<?php

namespace App\Jobs;

use App\Mail\TeamInvitation;
use App\Models\Invitation;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Mail;

final class InvitationTokens
{
    public function issue(): string
    {
        return rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
    }
}

final class SendTeamInvitation implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 5;

    public function __construct(public int $teamId, public string $email)
    {
    }

    public function backoff(): array
    {
        return array_map(fn (int $base) => $base + mt_rand(0, 15), [10, 30, 90, 300]);
    }

    public function handle(InvitationTokens $tokens): void
    {
        $invitation = Invitation::create([
            'team_id' => $this->teamId,
            'email' => $this->email,
            'token_hash' => hash('sha256', $token = $tokens->issue()),
            'expires_at' => now()->addDays(3),
        ]);

        Mail::to($this->email)->send(new TeamInvitation($invitation, $token));
    }
}
