// corpus: CWE-1336 safe — Velocity.evaluate receives a constant template string; the request value is only a context variable.
package com.acme.reminders;

import java.io.StringWriter;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReminderController {
    private static final String REMINDER_TEMPLATE = "Hi $name, your appointment is tomorrow at 10:00.";

    interface SmsGateway {
        void send(String text);
    }

    private final SmsGateway sms;

    public ReminderController(SmsGateway sms) {
        this.sms = sms;
    }

    @PostMapping("/reminders")
    public void remind(@RequestParam("name") String name) {
        VelocityContext ctx = new VelocityContext();
        ctx.put("name", name);
        StringWriter text = new StringWriter();
        Velocity.evaluate(ctx, text, "reminder", REMINDER_TEMPLATE);
        sms.send(text.toString());
    }
}
