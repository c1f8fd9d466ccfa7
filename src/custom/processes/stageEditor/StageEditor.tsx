import { Box, Paper, Typography } from '@mui/material';
import type { AriaLabelConfig, Connection, EdgeChange, NodeChange, OnConnectEnd, OnDelete, ReactFlowInstance, XYPosition } from '@xyflow/react';
import { applyEdgeChanges, applyNodeChanges, Controls, MiniMap, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { stageById, startCandidates, validateGraph } from '../../../schemas/bp/graph';
import type { Stage, StageSetting } from '../../../schemas/bp/stages';
import type { Named, StageFlowEdge, StageFlowNode } from './editorModel';
import { addStage, applyConnect, layoutStages, mergeEdges, mergeNodes, moveStages, placeNewStage, positionsFor, removeElements, settingsFor, stagesToFlow, updateStage } from './editorModel';
import { EditorToolbar } from './EditorToolbar';
import { useBpText } from './texts';
import { ProblemList } from './ProblemList';
import type { StagePatch } from './StagePanel';
import { StagePanel } from './StagePanel';
import { nodeTypes } from './StageNode';
import { useStageHistory } from './useStageHistory';

export type StageEditorProps = {
  stages: Stage[];
  settings: StageSetting[];
  onChange: (stages: Stage[], settings: StageSetting[]) => void;
  executors: Named[];
  roles: Named[];
  readOnly?: boolean;
  /** Shows a "try on a record" button in the toolbar. */
  onDryRun?: () => void;
};

const CANVAS_HEIGHT = 560;
const DELETE_KEYS = ['Delete', 'Backspace'];

/**
 * The stage editor of a business-process definition: the stages drawn as a graph (drag, connect,
 * delete, undo), the chosen stage's properties beside it and the process's problems under it.
 * Controlled: every edit comes back through `onChange` with both lists; stage positions travel in
 * `settings`.
 */
export const StageEditor = ({ stages, settings, onChange, executors, roles, readOnly = false, onDryRun }: StageEditorProps) => {
  const { t } = useBpText();
  const root = useRef<HTMLDivElement>(null);
  const flow = useRef<ReactFlowInstance<StageFlowNode, StageFlowEdge> | null>(null);
  const graph = useMemo(() => ({ stages, settings }), [stages, settings]);
  const { commit, undo, redo, canUndo, canRedo } = useStageHistory(graph, onChange, root, !readOnly);

  const problems = useMemo(() => validateGraph(stages), [stages]);
  const startIds = useMemo(() => new Set(startCandidates(stages).map((s) => s.id)), [stages]);
  const positions = useMemo(() => positionsFor(stages, settings), [stages, settings]);
  const drawn = useMemo(
    () => stagesToFlow(stages, positions, { problems, startIds, executors, roles, yes: t('yes'), no: t('no') }),
    [stages, positions, problems, startIds, executors, roles, t],
  );

  // React Flow measures and selects nodes in its own copy; each drawing is merged into it.
  const [nodes, setNodes] = useState<StageFlowNode[]>(drawn.nodes);
  const [edges, setEdges] = useState<StageFlowEdge[]>(drawn.edges);
  const selectNext = useRef<string | undefined>(undefined);
  const fitNext = useRef(false);
  useEffect(() => {
    const select = selectNext.current;
    selectNext.current = undefined;
    setNodes((shown) => mergeNodes(shown, drawn.nodes, select));
    setEdges((shown) => mergeEdges(shown, drawn.edges));
  }, [drawn]);
  useEffect(() => {
    if (!fitNext.current) return;
    fitNext.current = false;
    void flow.current?.fitView({ padding: 0.2, duration: 200 });
  }, [nodes]);

  /** Edits of the stages keep every stage's position, including those laid out but not yet saved. */
  const withStages = useCallback((next: Stage[]) => ({ stages: next, settings: settingsFor(next, positions) }), [positions]);

  const onNodesChange = useCallback(
    (changes: NodeChange<StageFlowNode>[]) => {
      // Removal goes through onDelete, as one edit of the stages.
      setNodes((shown) => applyNodeChanges(changes.filter((c) => c.type !== 'remove'), shown));
      const moved = new Map<string, XYPosition>();
      for (const c of changes) if (c.type === 'position' && c.dragging === false && c.position) moved.set(c.id, c.position);
      if (moved.size === 0) return;
      const before = settingsFor(stages, positions);
      const after = moveStages(before, moved);
      if (after !== before) commit({ stages, settings: after }, `move:${[...moved.keys()].join(',')}`);
    },
    [stages, positions, commit],
  );
  const onEdgesChange = useCallback((changes: EdgeChange<StageFlowEdge>[]) => setEdges((shown) => applyEdgeChanges(changes.filter((c) => c.type !== 'remove'), shown)), []);

  const onDelete: OnDelete<StageFlowNode, StageFlowEdge> = useCallback(
    ({ nodes: gone, edges: cut }) =>
      commit(removeElements(withStages(stages), gone.map((n) => n.id), cut.map((e) => ({ source: e.source, field: e.data?.field ?? 'next' })))),
    [stages, withStages, commit],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      const next = applyConnect(stages, connection);
      if (next !== stages) commit(withStages(next));
    },
    [stages, withStages, commit],
  );
  // Dropping a connection anywhere on a stage, not only on its entry handle, connects to that stage.
  const onConnectEnd: OnConnectEnd = useCallback(
    (event, state) => {
      if (state.isValid || !state.fromNode || state.fromHandle?.type !== 'source') return;
      const point = 'changedTouches' in event ? event.changedTouches[0] : event;
      const target = document.elementFromPoint(point.clientX, point.clientY)?.closest('.react-flow__node')?.getAttribute('data-id');
      if (target && target !== state.fromNode.id) onConnect({ source: state.fromNode.id, sourceHandle: state.fromHandle.id ?? null, target, targetHandle: 'in' });
    },
    [onConnect],
  );
  const isValidConnection = useCallback((c: { source: string; target: string }) => c.source !== c.target, []);

  const selected = useMemo(() => {
    const chosen = nodes.filter((n) => n.selected);
    return chosen.length === 1 ? stageById(stages, chosen[0].id) : undefined;
  }, [nodes, stages]);

  const add = (isCondition: boolean) => {
    const at = placeNewStage(positions, selected?.id);
    const made = addStage(withStages(stages), t(isCondition ? 'newCondition' : 'newStage'), isCondition, at);
    selectNext.current = made.id;
    commit(made.graph);
  };
  const layout = () => {
    fitNext.current = true;
    commit({ stages, settings: layoutStages(stages) });
  };
  const show = useCallback((id: string) => {
    setNodes((shown) => shown.map((n) => (n.selected === (n.id === id) ? n : { ...n, selected: n.id === id })));
    void flow.current?.fitView({ nodes: [{ id }], duration: 200, maxZoom: 1.2 });
  }, []);
  const changeStage = (patch: StagePatch, field: keyof Stage) => {
    if (selected) commit(withStages(updateStage(stages, selected.id, patch)), `${selected.id}:${field}`);
  };

  const ariaLabelConfig = useMemo<Partial<AriaLabelConfig>>(
    () => ({
      'node.a11yDescription.default': t('nodeHelp'),
      'node.a11yDescription.keyboardDisabled': t('nodeHelp'),
      'edge.a11yDescription.default': t('edgeHelp'),
      'controls.ariaLabel': t('controls'),
      'controls.zoomIn.ariaLabel': t('zoomIn'),
      'controls.zoomOut.ariaLabel': t('zoomOut'),
      'controls.fitView.ariaLabel': t('fitView'),
      'controls.interactive.ariaLabel': t('lock'),
      'minimap.ariaLabel': t('minimap'),
      'handle.ariaLabel': t('entry'),
    }),
    [t],
  );

  return (
    <Box ref={root} sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'flex-start' } }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <EditorToolbar
            readOnly={readOnly}
            canUndo={canUndo}
            canRedo={canRedo}
            onAddStage={() => add(false)}
            onAddCondition={() => add(true)}
            onUndo={undo}
            onRedo={redo}
            onLayout={layout}
            onDryRun={onDryRun}
          />
          <Box
            sx={{ height: CANVAS_HEIGHT, borderTop: 1, borderColor: 'divider', '& .react-flow__minimap': { display: { xs: 'none', sm: 'block' } } }}
            aria-label={t('canvas')}
            role="region"
          >
            <ReactFlow<StageFlowNode, StageFlowEdge>
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              onConnectEnd={onConnectEnd}
              onDelete={onDelete}
              isValidConnection={isValidConnection}
              onInit={(instance) => {
                flow.current = instance;
              }}
              nodesDraggable={!readOnly}
              nodesConnectable={!readOnly}
              edgesReconnectable={false}
              deleteKeyCode={readOnly ? null : DELETE_KEYS}
              ariaLabelConfig={ariaLabelConfig}
              fitView
              fitViewOptions={{ padding: 0.2, maxZoom: 1.2 }}
              minZoom={0.2}
            >
              <MiniMap pannable zoomable nodeColor={(n) => (n.type === 'condition' ? '#ffb300' : '#90a4ae')} />
              <Controls showInteractive={false} />
            </ReactFlow>
          </Box>
        </Paper>
        <ProblemList problems={problems} stages={stages} onShow={show} />
      </Box>
      {/* nokey: keys typed in the panel (Backspace in a select) never delete from the canvas. */}
      <Paper variant="outlined" className="nokey" sx={{ width: { md: 360 }, flexShrink: 0, p: 2, maxHeight: { md: CANVAS_HEIGHT + 120 }, overflowY: 'auto' }}>
        {selected ? (
          <StagePanel
            key={selected.id}
            stage={selected}
            executors={executors}
            roles={roles}
            readOnly={readOnly}
            onChange={changeStage}
            onDelete={() => commit(removeElements(withStages(stages), [selected.id]))}
          />
        ) : (
          <Typography color="text.secondary">{t('noSelection')}</Typography>
        )}
      </Paper>
    </Box>
  );
};
