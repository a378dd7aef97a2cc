import type { ComponentProps } from 'react';
import { createActorContext } from '@xstate/react';
import { useAppActorSlot, type AppActorMachines, type AppActorName } from './app-actors';

/**
 * `createActorContext` for one of the app's long-lived actors: whoever renders its Provider (the
 * app, or a test with its own `logic`) also makes the running actor the one wiring modules reach
 * through `appActor(name)`.
 */
export function createAppActorContext<K extends AppActorName>(name: K, machine: AppActorMachines[K]) {
  const context = createActorContext(machine);
  function Slot() {
    useAppActorSlot(name, context.useActorRef());
    return null;
  }
  function Provider({ children, ...rest }: ComponentProps<typeof context.Provider>) {
    return (
      <context.Provider {...rest}>
        <Slot />
        {children}
      </context.Provider>
    );
  }
  return { ...context, Provider };
}
