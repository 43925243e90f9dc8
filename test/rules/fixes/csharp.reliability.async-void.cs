using System;
using System.Threading.Tasks;

public class Sync
{
    // ruleid: csharp.reliability.async-void
    public async Task Refresh()
    {
        await Task.Delay(100);
    }

    // ok: csharp.reliability.async-void
    public async Task RefreshAsync()
    {
        await Task.Delay(100);
    }

    // ok: csharp.reliability.async-void
    private async void OnTimerElapsed(object sender, EventArgs e)
    {
        await RefreshAsync();
    }
}
