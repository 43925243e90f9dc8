// corpus: CWE-502 vulnerable — objects arriving on a listening socket are deserialized with readObject before any check.
package com.acme.cluster;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.net.ServerSocket;
import java.net.Socket;

public class ClusterEventListener {
    public static void main(String[] args) throws IOException {
        try (ServerSocket server = new ServerSocket(7400)) {
            while (true) {
                try (Socket peer = server.accept();
                     ObjectInputStream in = new ObjectInputStream(peer.getInputStream())) {
                    Object event = in.readObject();
                    System.out.println("received " + event.getClass().getName());
                } catch (ClassNotFoundException e) {
                    System.err.println("unknown event type");
                }
            }
        }
    }
}
