// corpus: CWE-502 safe — a serial filter lambda allows only the telemetry record class and String, rejecting every other class before readObject builds it.
package com.acme.telemetry;

import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;

public class TelemetryReceiver {
    private static final Set<String> ALLOWED = Set.of("com.acme.telemetry.Sample", "java.lang.String");

    public static void main(String[] args) throws IOException, ClassNotFoundException {
        try (ServerSocket server = new ServerSocket(9070); Socket s = server.accept();
             ObjectInputStream in = new ObjectInputStream(s.getInputStream())) {
            in.setObjectInputFilter(info -> {
                Class<?> c = info.serialClass();
                if (c == null) {
                    return info.depth() > 3 ? ObjectInputFilter.Status.REJECTED : ObjectInputFilter.Status.UNDECIDED;
                }
                return ALLOWED.contains(c.getName()) ? ObjectInputFilter.Status.ALLOWED : ObjectInputFilter.Status.REJECTED;
            });
            Object sample = in.readObject();
            System.out.println("sample received: " + (sample != null));
        }
    }
}
